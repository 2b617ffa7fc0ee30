class Program_weight_tensor_meta_reshape_as_8:
	name = "in_0"
	original_name = "reshape_as_8"
	shape = [4, 196, 640]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.045
