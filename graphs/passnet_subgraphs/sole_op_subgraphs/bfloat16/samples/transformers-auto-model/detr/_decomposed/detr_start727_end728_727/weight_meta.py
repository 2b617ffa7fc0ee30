class Program_weight_tensor_meta_truediv_2:
	name = "in_0"
	original_name = "truediv_2"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.492
	std = 0.290
