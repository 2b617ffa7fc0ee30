class Program_weight_tensor_meta_sub:
	name = "in_0"
	original_name = "sub"
	shape = [1, 64, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.515


class Program_weight_tensor_meta_view:
	name = "in_1"
	original_name = "view"
	shape = [64, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.017
