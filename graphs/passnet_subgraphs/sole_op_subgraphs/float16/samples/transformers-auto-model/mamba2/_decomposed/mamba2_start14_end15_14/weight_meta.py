class Program_weight_tensor_meta_exp:
	name = "in_0"
	original_name = "exp"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 12.500
	std = 7.071
