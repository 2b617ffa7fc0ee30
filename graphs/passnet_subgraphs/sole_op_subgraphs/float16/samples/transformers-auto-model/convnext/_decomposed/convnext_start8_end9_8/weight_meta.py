class Program_weight_tensor_meta_features_6:
	name = "in_0"
	original_name = "features_6"
	shape = [1, 56, 56, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.009
	std = 0.193
