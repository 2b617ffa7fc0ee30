class Program_weight_tensor_meta_xb_1:
	name = "in_0"
	original_name = "xb_1"
	shape = [2, 128, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.075
	std = 0.117


class Program_weight_tensor_meta_xs:
	name = "in_1"
	original_name = "xs"
	shape = [2, 128, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.155
