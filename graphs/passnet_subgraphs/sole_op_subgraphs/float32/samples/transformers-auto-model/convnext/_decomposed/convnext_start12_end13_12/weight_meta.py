class Program_weight_tensor_meta_features_10:
	name = "in_0"
	original_name = "features_10"
	shape = [1, 96, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.001


class Program_weight_tensor_meta_features_2:
	name = "in_1"
	original_name = "features_2"
	shape = [1, 96, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.998
