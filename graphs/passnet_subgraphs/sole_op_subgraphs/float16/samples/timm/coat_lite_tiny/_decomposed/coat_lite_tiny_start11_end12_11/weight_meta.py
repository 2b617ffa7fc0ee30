class Program_weight_tensor_meta_conv2d_1:
	name = "in_0"
	original_name = "conv2d_1"
	shape = [2, 64, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.041
	std = 0.462


class Program_weight_tensor_meta_feat:
	name = "in_1"
	original_name = "feat"
	shape = [2, 64, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 1.003
