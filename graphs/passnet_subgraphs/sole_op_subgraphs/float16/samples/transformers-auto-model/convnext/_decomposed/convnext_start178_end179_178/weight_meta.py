class Program_weight_tensor_meta_features_176:
	name = "in_0"
	original_name = "features_176"
	shape = [1, 768, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.794
