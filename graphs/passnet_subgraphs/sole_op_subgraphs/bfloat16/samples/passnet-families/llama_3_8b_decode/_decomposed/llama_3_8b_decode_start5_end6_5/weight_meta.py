class Program_weight_tensor_meta_cos:
	name = "in_0"
	original_name = "cos"
	shape = [1, 1, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.602
	std = 0.649
