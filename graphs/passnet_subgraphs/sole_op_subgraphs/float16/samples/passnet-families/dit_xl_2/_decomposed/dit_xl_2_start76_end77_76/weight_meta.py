class Program_weight_tensor_meta_linear_5:
	name = "in_0"
	original_name = "linear_5"
	shape = [2, 256, 4608]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.009
	std = 0.648
