class Program_weight_tensor_meta_add:
	name = "in_0"
	original_name = "add"
	shape = [2, 64, 27, 27]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.015
	std = 0.325
