class Program_weight_tensor_meta_add:
	name = "in_0"
	original_name = "add"
	shape = [1, 16, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.960
	std = 0.063
	data = [0.922306, 0.976702, 0.928046, 0.966531, 0.988010, 0.847082, 0.861212, 0.967456, 1.060925, 0.880355, 1.004891, 0.952558, 0.993243, 0.937368, 1.069491, 0.996871]
