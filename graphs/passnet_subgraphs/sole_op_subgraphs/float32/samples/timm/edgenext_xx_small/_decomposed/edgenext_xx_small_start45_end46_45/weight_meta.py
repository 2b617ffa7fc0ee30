class Program_weight_tensor_meta_getitem_1:
	name = "in_0"
	original_name = "getitem_1"
	shape = [1, 24, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.040
	std = 0.145


class Program_weight_tensor_meta_sp_1:
	name = "in_1"
	original_name = "sp_1"
	shape = [1, 24, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.029
