class Program_weight_tensor_meta_unsqueeze_1:
	name = "in_0"
	original_name = "unsqueeze_1"
	shape = [4, 1, 32, 896]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.553
