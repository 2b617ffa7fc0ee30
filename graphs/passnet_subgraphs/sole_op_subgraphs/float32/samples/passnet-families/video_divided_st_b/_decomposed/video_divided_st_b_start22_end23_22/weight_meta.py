class Program_weight_tensor_meta_reshape_3:
	name = "in_0"
	original_name = "reshape_3"
	shape = [1, 1568, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.104


class Program_weight_tensor_meta_x:
	name = "in_1"
	original_name = "x"
	shape = [1, 1568, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.333
