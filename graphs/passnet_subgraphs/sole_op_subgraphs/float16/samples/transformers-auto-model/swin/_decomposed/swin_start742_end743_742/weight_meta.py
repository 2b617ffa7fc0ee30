class Program_weight_tensor_meta_transpose_78:
	name = "in_0"
	original_name = "transpose_78"
	shape = [1, 768, 49]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.998
