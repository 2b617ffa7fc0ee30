class Program_weight_tensor_meta_EV_hat_1:
	name = "in_0"
	original_name = "EV_hat_1"
	shape = [4, 8, 3137, 8]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.024


class Program_weight_tensor_meta_factor_att_1:
	name = "in_1"
	original_name = "factor_att_1"
	shape = [4, 8, 3137, 8]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.008
	std = 0.062
