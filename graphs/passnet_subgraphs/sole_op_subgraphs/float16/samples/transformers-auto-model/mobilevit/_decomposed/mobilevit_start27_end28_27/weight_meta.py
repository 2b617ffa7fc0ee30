class Program_weight_tensor_meta_features_18:
	name = "in_0"
	original_name = "features_18"
	shape = [1, 64, 64, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.022


class Program_weight_tensor_meta_features_26:
	name = "in_1"
	original_name = "features_26"
	shape = [1, 64, 64, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.022
