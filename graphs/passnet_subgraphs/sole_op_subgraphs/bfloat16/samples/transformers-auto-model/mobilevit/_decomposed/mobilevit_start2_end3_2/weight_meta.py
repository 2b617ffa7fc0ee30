class Program_weight_tensor_meta_features_1:
	name = "in_0"
	original_name = "features_1"
	shape = [1, 16, 128, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.018
