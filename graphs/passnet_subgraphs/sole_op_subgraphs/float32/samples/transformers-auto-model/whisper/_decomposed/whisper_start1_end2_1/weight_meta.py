class Program_weight_tensor_meta_conv1d:
	name = "in_0"
	original_name = "conv1d"
	shape = [1, 384, 3000]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.182
