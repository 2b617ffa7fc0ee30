class Program_weight_tensor_meta_features_44:
	name = "in_0"
	original_name = "features_44"
	shape = [1, 96, 32, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_features_56:
	name = "in_1"
	original_name = "features_56"
	shape = [1, 96, 32, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.011
